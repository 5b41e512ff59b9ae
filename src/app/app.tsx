/** The app shell until the screens land: a plain page that says what this is. */
export function App() {
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '4rem auto', padding: '0 1rem' }}
    >
      <h1>Estate Administration</h1>
      <p>Offline-first estate administration for Ontario estate lawyers, executors and firm staff.</p>
      <p>
        The API is available under <a href="/api/openapi.json">/api</a>.
      </p>
    </main>
  );
}
