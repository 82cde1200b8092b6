/** Request and response schemas of the users API, shared by the API routes and the web forms. */
export {};
