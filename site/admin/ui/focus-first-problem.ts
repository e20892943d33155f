/** After a refused save: the first field marked invalid takes the focus, so the keyboard lands on what to fix. */
export function focusFirstProblem(container: HTMLElement): void {
  container.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
