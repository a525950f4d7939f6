export function App() {
  return (
    <main>
      <h1>Tapestry</h1>
      <p>Search Wallhaven, Unsplash and Reddit, and set what you find as your wallpaper.</p>
    </main>
  )
}
