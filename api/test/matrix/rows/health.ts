import { everyone, type MatrixRow } from '../expectations';

export const HEALTH_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/health', expect: everyone(200) },
  { method: 'GET', route: '/api/health/live', expect: everyone(200) },
];
