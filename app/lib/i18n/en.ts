/** The English interface strings (issue 43, ADR 060): every key of tr.ts, in British English (dates and numbers en-GB). */
import type { Catalogue } from "#app/lib/i18n/index.ts";

export const en: Catalogue = {
  language: {
    code: "en",
    ogLocale: "en_GB",
    intl: "en-GB",
    name: "English",
  },
  shell: {
    skipLink: "Skip to content",
    switchLabel: "Türkçe",
    switchTitle: "This page in Turkish",
    contactDetails: "Contact details",
    socialMedia: "Social media",
    mainMenu: "Main menu",
    backToTop: "Back to top",
    showOnMap: "Show on map",
    allRightsReserved: "All rights reserved.",
  },
  menu: {
    corporate: "About us",
    services: "Services",
    publications: "Publications",
    tools: "Tools",
    contact: "Contact",
    home: "Home",
  },
  search: {
    label: "Search the site",
    button: "Search",
    title: "Search",
    noResults: "Nothing matched your search.",
    tooShort: "Type at least two letters to search.",
  },
  notFound: {
    title: "Page not found",
    heading: "THE PAGE YOU ARE LOOKING FOR DOES NOT EXIST.",
    text: "The link may be old or mistyped.",
    homeLink: "Back to the home page",
    description: "The page you are looking for was not found.",
  },
  error: {
    title: "Something went wrong",
    heading: "Something went wrong.",
    text: "Your request could not be answered just now. Please try again in a little while.",
  },
  form: {
    required: "required",
    errorSummary: "Some fields need correcting:",
    tryAgain: "Please try again in a little while.",
  },
};
