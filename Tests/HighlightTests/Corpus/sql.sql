-- Notes and their tags
CREATE TABLE notes (
    id INTEGER PRIMARY KEY,
    title VARCHAR(200) NOT NULL,
    created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP
);

INSERT INTO notes (id, title) VALUES (1, 'Swift'), (2, 'Mermaid');

SELECT n.title, COUNT(t.tag) AS tag_count
FROM notes AS n
LEFT JOIN tags AS t ON t.note_id = n.id
WHERE n.title LIKE 'S%' AND n.id > 0
GROUP BY n.title
ORDER BY tag_count DESC
LIMIT 10;
