/** The plan features and the services: what a contract entry names (collections/) and the route table routes to (routing/). */
export * from './features';
export * from './services';
