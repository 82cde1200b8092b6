/** Request and response schemas of the helps API, shared by the API routes and the web forms. */
export {};
