/** Jest's global teardown for the server suite (jest.config.ts): removes the setup's database dump (pglite-template.ts). */
import { removeFreshDatabaseTemplate } from './pglite-template';

export default removeFreshDatabaseTemplate;
