/** Screen under construction; replaced by the screens work. */
export function DashboardScreen() {
  return <h1>Dashboard</h1>;
}
