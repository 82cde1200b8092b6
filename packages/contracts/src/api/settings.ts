/** Request and response schemas of the settings API, shared by the API routes and the web forms. */
export {};
