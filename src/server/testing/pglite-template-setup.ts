/** Jest's global setup for the server suite (jest.config.ts): the database its tests start from (pglite-template.ts). */
import { makeFreshDatabaseTemplate } from './pglite-template';

export default makeFreshDatabaseTemplate;
