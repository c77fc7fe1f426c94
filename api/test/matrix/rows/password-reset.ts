// Authorization matrix rows of issue 5's routes (api/src/modules/password-reset/).
import type { MatrixRow } from '../expectations';

export const PASSWORD_RESET_ROWS: MatrixRow[] = [];
