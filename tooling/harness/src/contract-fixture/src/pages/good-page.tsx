export default function GoodPage() {
  return <h1>Good</h1>;
}
