/** Request and response schemas of the queues API, shared by the API routes and the web forms. */
export {};
