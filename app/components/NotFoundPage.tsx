import { Link } from "react-router";

/** The not-found page's content: the catch-all route's, and a post that is not published. */
export function NotFoundPage() {
  return (
    <div className="container page-section narrow not-found">
      <h1>ARADIĞINIZ SAYFA MEVCUT DEĞİL.</h1>
      <p>Bağlantı eski ya da hatalı olabilir.</p>
      <p>
        <Link to="/" className="button">
          Anasayfaya dön
        </Link>
      </p>
    </div>
  );
}
