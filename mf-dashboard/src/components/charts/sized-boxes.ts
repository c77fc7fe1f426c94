// For tests: jsdom lays nothing out, so every box measures 0 x 0 and echarts would draw nothing (and warn). This
// gives every element a size for the tests of the file that calls it, as a layout would.
export function giveBoxesASize(width: number, height: number): void {
  const sizes = { clientWidth: width, clientHeight: height };
  beforeAll(() => {
    for (const [name, value] of Object.entries(sizes))
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  });
  afterAll(() => {
    for (const name of Object.keys(sizes)) Reflect.deleteProperty(HTMLElement.prototype, name);
  });
}
