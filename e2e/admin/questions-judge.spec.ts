import { seriousViolations } from '../support/admin.ts';
import { expect, test, typeCode } from './questions-helpers.ts';

/**
 * Issue 15: a Python solution that does not parse was labelled "Compilation Error" and its
 * message showed the judge's own `File "<string>"` frame and the driver's line numbers.
 */
test('check solutions: Python that does not parse is a Syntax Error at its own line', async ({
  page,
}) => {
  test.slow();
  await page.goto('/admin/questions/new/coding');
  await page.getByTestId('code-tab-python').click();
  await typeCode(page, 'Python boilerplate', 'def total(nums):\n    pass\n');
  await typeCode(
    page,
    'Python driver',
    'import sys\n\nnums = list(map(int, sys.stdin.read().split()))\n{{USER_CODE}}\nprint(total(nums))\n',
  );
  await typeCode(page, 'Python solution', 'def total(nums)\n    return sum(nums)\n');
  await page.getByTestId('coding-test-0-input').fill('1 2 3');
  await page.getByTestId('coding-test-0-output').fill('6');

  await page.getByTestId('check-solutions').click();
  const grid = page.getByTestId('verdict-grid');
  await expect(grid.getByTestId('verdict-cell')).toHaveText(['Syntax Error'], { timeout: 60_000 });
  const output = grid.getByTestId('compile-output');
  await expect(output).toContainText('File "solution.py", line 1');
  await expect(output).toContainText('def total(nums)');
  await expect(output).toContainText('SyntaxError');
  await expect(output).not.toContainText('<string>');
  await expect(output).not.toContainText('main.py');
  await expect(grid).toContainText('Python: syntax error');
  expect(await seriousViolations(page)).toEqual([]);
});
