/** Request and response schemas of the companies API, shared by the API routes and the web forms. */
export {};
