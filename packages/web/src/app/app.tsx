export function App() {
  return <h1>Mercado de Cartas</h1>;
}
