// Step 5: the virtualised grid, its filters and counts, and editing a cell in place.
import { expect } from '@playwright/test';
import { WizardPage } from './wizard-page';

export class ReviewPage extends WizardPage {
  grid() {
    return this.page.getByRole('grid');
  }

  /** Waits until the grid has drawn the rows of the sheet and filter last chosen (it is `aria-busy` until then). */
  async drawn(): Promise<void> {
    await expect(this.grid()).toHaveAttribute('aria-busy', 'false');
  }

  counts() {
    return this.page.getByRole('status').filter({ hasText: /·/ }).first();
  }

  async filter(key: 'filterAll' | 'filterInvalid' | 'filterFailed'): Promise<void> {
    // Exact: the navigator's "Mindkettő" (both) starts with the filter's "Mind" (all).
    const radio = this.page.getByRole('radio', { name: this.t(key), exact: true });
    await radio.click();
    await expect(radio).toHaveAttribute('aria-checked', 'true');
  }

  cell(column: string, row: number) {
    return this.grid().getByRole('gridcell', { name: new RegExp(`^${column}${row}: `) });
  }

  /**
   * Brings a cell of a row into view the way a keyboard user would: from the row's first shown cell, right arrow until
   * the cell has the focus (the grid draws only the columns in view).
   */
  async goTo(column: string, row: number): Promise<void> {
    await this.drawn();
    await this.grid()
      .getByRole('gridcell', { name: new RegExp(`^[A-Z]+${row}: `) })
      .first()
      .click();
    for (let i = 0; i < 60; i++) {
      if ((await this.focusedLabel()).startsWith(`${column}${row}: `)) return;
      await this.stepFocus('ArrowRight');
    }
    await expect(this.cell(column, row)).toBeFocused();
  }

  /**
   * Presses an arrow and waits until the focus has moved: a cell scrolled in is focused only once it is drawn, and a
   * key pressed before that moves on from the cell it goes to, so reading the focus at once would skip it.
   */
  private async stepFocus(key: 'ArrowLeft' | 'ArrowRight'): Promise<void> {
    const from = await this.focusedLabel();
    await this.page.keyboard.press(key);
    await expect.poll(() => this.focusedLabel()).not.toBe(from);
  }

  /** The accessible name of the element that has the focus. */
  private async focusedLabel(): Promise<string> {
    return (await this.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
  }

  /** Reaches a cell of one of the last columns of a wide sheet: End on the row, then left arrow until it has the focus. */
  async goToFromEnd(column: string, row: number): Promise<void> {
    await this.drawn();
    await this.grid()
      .getByRole('gridcell', { name: new RegExp(`^[A-Z]+${row}: `) })
      .first()
      .click();
    const start = await this.focusedLabel();
    await this.page.keyboard.press('End');
    // The last column is drawn only after the grid scrolls to it: wait until the focus has left the clicked cell.
    await expect.poll(() => this.focusedLabel()).not.toBe(start);
    for (let i = 0; i < 20; i++) {
      // An empty cell's name is `CK2:`, with nothing after the colon.
      if ((await this.focusedLabel()).startsWith(`${column}${row}:`)) return;
      await this.stepFocus('ArrowLeft');
    }
    await expect(this.grid().getByRole('gridcell', { name: new RegExp(`^${column}${row}:`) })).toBeFocused();
  }

  /** Edits in the cell's own editor: a text box, or for fixed values the dropdown (chosen by its label). */
  async editCell(column: string, row: number, value: string): Promise<void> {
    await this.goTo(column, row);
    await this.cell(column, row).dblclick();
    const name = this.t('editCell', { column, row });
    const editor = this.page.getByRole('textbox', { name }).or(this.page.getByRole('combobox', { name }));
    await expect(editor).toBeVisible();
    // A dropdown of fixed values is a <select>; the seller cell's combobox is a text box with a list (typed text kept).
    const select = this.page.getByRole('combobox', { name });
    if ((await select.count()) > 0 && (await select.evaluate((e) => e.tagName)) === 'SELECT') {
      await this.page.getByRole('combobox', { name }).selectOption({ label: value });
    } else {
      await editor.fill(value);
      await editor.press('Enter');
    }
    await expect(this.cell(column, row)).toHaveAccessibleName(
      // A number is shown grouped with the UI language's (non-breaking) spaces.
      new RegExp(
        `^${column}${row}: ${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s\u00a0\u202f]')}`,
      ),
    );
  }

  /** A row's cell of the frozen ID column (column A), by which the frozen block is measured. */
  private frozenCell(row: number) {
    return this.grid().getByRole('gridcell', { name: new RegExp(`^A${row}: `) });
  }

  /**
   * How far a cell lies outside the part of the grid not covered by the frozen ID column (0: fully in view), in pixels;
   * the frozen block is measured on the same row's first column.
   */
  async hiddenPixels(column: string, row: number): Promise<number> {
    const frozen = await this.frozenCell(row).boundingBox();
    const cell = await this.cell(column, row).boundingBox();
    const grid = await this.grid().boundingBox();
    if (!frozen || !cell || !grid) return Number.POSITIVE_INFINITY;
    const left = frozen.x + frozen.width;
    const right = grid.x + grid.width;
    return Math.max(0, left - cell.x) + Math.max(0, cell.x + cell.width - right);
  }

  /**
   * How many pixels of the column beside the frozen ID column lie under it, in the header and in a row (0 and 0: that
   * column is shown whole; more: a strip of a column whose start, and so its text, is hidden under the frozen block).
   * Read at the point just right of the frozen block, where the user sees the strip.
   */
  async coveredBesideFrozen(row: number): Promise<readonly [number, number]> {
    const frozen = await this.frozenCell(row).boundingBox();
    const header = await this.grid().getByRole('columnheader').nth(2).boundingBox();
    if (!frozen || !header) throw new Error(`row ${row} is not drawn`);
    const edge = frozen.x + frozen.width;
    return this.page.evaluate(
      ([x, ys]) =>
        ys.map((y) => {
          const cell = document.elementFromPoint(x, y)?.closest('[role="gridcell"], [role="columnheader"]');
          return cell ? Math.max(0, Math.round(x - 2 - cell.getBoundingClientRect().left)) : Number.POSITIVE_INFINITY;
        }) as [number, number],
      [edge + 2, [header.y + header.height / 2, frozen.y + frozen.height / 2]] as const,
    );
  }

  /** Scrolls the grid sideways with the mouse wheel, as a mouse user would, and waits for the scroll to land. */
  async wheelSideways(dx: number): Promise<void> {
    const box = await this.grid().boundingBox();
    if (!box) throw new Error('the grid is not drawn');
    const before = await this.scrollLeft();
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await this.page.mouse.wheel(dx, 0);
    await expect.poll(() => this.scrollLeft()).not.toBe(before);
  }

  /** Clicks the middle of the part of a cell shown: neither under the frozen ID column nor past the grid's edge. */
  async clickShownPart(column: string, row: number): Promise<void> {
    const cell = this.cell(column, row);
    const box = await cell.boundingBox();
    const frozen = await this.frozenCell(row).boundingBox();
    const grid = await this.grid().boundingBox();
    if (!box || !frozen || !grid) throw new Error(`${column}${row} is not drawn`);
    const left = Math.max(box.x, frozen.x + frozen.width);
    const right = Math.min(box.x + box.width, grid.x + grid.width);
    await cell.click({ position: { x: (left + right) / 2 - box.x, y: box.height / 2 } });
    await expect(cell).toBeFocused();
  }

  /** The grid's horizontal scroll position in pixels. */
  scrollLeft(): Promise<number> {
    return this.grid().evaluate((e) => e.scrollLeft);
  }

  /** Chooses the sheet shown in the grid. */
  async showSheet(sheet: string): Promise<void> {
    await this.page.getByRole('combobox', { name: new RegExp(`^${this.t('sheet')}`) }).selectOption(sheet);
    await expect(this.grid()).toHaveAccessibleName(this.t('grid', { sheet }));
    await this.drawn();
  }

  /** Moves to the next problem with the navigator's button (named for warnings when the navigator shows those). */
  async nextProblem(what: 'nextProblem' | 'nextWarning' | 'nextEither' = 'nextProblem'): Promise<void> {
    await this.button(what).click();
  }

  /** The reasons of the focused row, pinned beside the grid, named so while the row is invalid. */
  rowReasons() {
    return this.page.getByRole('region', { name: this.t('rowReasons'), exact: true });
  }

  /** The same panel for a row without problems (valid, warned or on the portal): named by the row's state. */
  rowState() {
    return this.page.getByRole('region', { name: this.t('rowState'), exact: true });
  }

  /** The problems grouped by field and message, with counts. */
  problemList() {
    return this.page.getByRole('region', { name: this.t('problemList') });
  }

  async next(): Promise<void> {
    await this.button('next').click();
    await expect(this.heading('uploadTitle')).toBeVisible();
  }
}
