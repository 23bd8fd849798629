/**
 * The public pages' only script: small, framework-free enhancements of
 * server-rendered markup (each module finds its elements by a data-module
 * attribute, as GOV.UK Frontend does). Every page works without it.
 */
document.documentElement.dataset.enhanced = "";
