// Authorization matrix rows of issue 6's routes (api/src/modules/onboarding/).
import type { MatrixRow } from '../expectations';

export const ONBOARDING_ROWS: MatrixRow[] = [];
