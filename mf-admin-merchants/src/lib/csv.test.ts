import { csvField, readAllPages, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes what must be quoted and defuses what a spreadsheet would run', () => {
    expect(csvField('Mama Nkechi Kitchen')).toBe('Mama Nkechi Kitchen');
    expect(csvField('12, Allen Avenue')).toBe('"12, Allen Avenue"');
    expect(csvField('The "best" suya')).toBe('"The ""best"" suya"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(null)).toBe('');
    expect(toCsv(['A', 'B'], [[1, 'two']])).toBe('A,B\r\n1,two\r\n');
  });

  it('reads every page of the list, not only the one shown', async () => {
    const pages = [[1, 2], [3, 4], [5]];
    const read = jest.fn(async (page: number, perPage: number) => ({
      data: pages[page - 1] ?? [],
      current_page: page,
      last_page: pages.length,
      per_page: perPage,
      total: 5,
    }));
    expect(await readAllPages(read)).toEqual([1, 2, 3, 4, 5]);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
