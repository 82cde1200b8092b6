/** Request and response schemas of the plans API, shared by the API routes and the web forms. */
export {};
