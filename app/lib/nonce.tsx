import { createContext, useContext } from "react";

/**
 * The CSP nonce of the page being rendered on the server. In the browser it is
 * empty: the attribute only matters in the HTML the server sends.
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
