import React, { useState } from "react";

// A button that counts its clicks.
export default function Counter({ label }) {
  const [count, setCount] = useState(0);
  return (
    <div className="counter">
      <button onClick={() => setCount(count + 1)}>
        {label}: {count}
      </button>
    </div>
  );
}
