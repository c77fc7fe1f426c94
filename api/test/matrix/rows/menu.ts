// Authorization matrix rows of issue 8's routes (api/src/modules/menu/).
import type { MatrixRow } from '../expectations';

export const MENU_ROWS: MatrixRow[] = [];
