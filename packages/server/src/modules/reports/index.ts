// The reports module as the demo, the server tests and the benches use it.
export { fileReport } from './report';
