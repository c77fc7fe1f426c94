// echarts with only what the dashboard draws registered: the line and pie charts, the plain grid and the canvas
// renderer. This module is imported only by the lazily loaded chart chunk (chart-canvas.tsx), so the cards never
// wait for it.
//
// Size is the reason for each choice (the chart chunk's budget is 170 KiB gzip; echarts 6's core and canvas
// renderer alone are about 124 KiB):
// - `GridSimpleComponent`, not `GridComponent`: the latter also installs the axis pointer, and the tooltip installs
//   it too; together they cost about 19 KiB. The sales card names the day under the pointer or finger in its own
//   HTML instead (chart-canvas.tsx finds the day), and every figure is in the charts' text alternatives.
// - echarts-for-react's core component needs three functions of the echarts API (init, getInstanceByDom, dispose).
//   Handing it those, rather than `import * as echarts`, lets webpack drop the rest of echarts/core's exports,
//   which a namespace object passed to a component would keep whole.
import { LineChart, PieChart } from 'echarts/charts';
import { GridSimpleComponent } from 'echarts/components';
import { dispose, getInstanceByDom, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([LineChart, PieChart, GridSimpleComponent, CanvasRenderer]);

export const echarts = { init, getInstanceByDom, dispose };
