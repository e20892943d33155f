/** Placeholder while the screen is being built. */
export function DashboardScreen() {
  return <h1 className="text-2xl font-bold text-ink-900">DashboardScreen</h1>;
}
