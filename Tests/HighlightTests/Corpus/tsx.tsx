import { useState } from "react";

interface Props {
  title: string;
  items: string[];
}

// A list with a filter box.
export function FilteredList({ title, items }: Props) {
  const [query, setQuery] = useState<string>("");
  const shown = items.filter((item) => item.includes(query));
  return (
    <section>
      <h2>{title}</h2>
      <input value={query} onChange={(event) => setQuery(event.target.value)} />
      <ul>
        {shown.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
