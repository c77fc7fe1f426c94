// Authorization matrix rows of issue 7's routes (api/src/modules/admin/).
import type { MatrixRow } from '../expectations';

export const ADMIN_ROWS: MatrixRow[] = [];
