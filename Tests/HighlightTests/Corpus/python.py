import json
from pathlib import Path


class Inventory:
    """Items and their counts."""

    def __init__(self, path: Path):
        self.path = path
        self.items = {}

    def load(self):
        if not self.path.exists():
            return None
        with open(self.path) as handle:
            self.items = json.load(handle)
        return len(self.items)

    def add(self, name, count=1):
        # new items start at zero
        self.items[name] = self.items.get(name, 0) + count


def main():
    inventory = Inventory(Path("items.json"))
    for name in ["apple", "pear"]:
        inventory.add(name, count=2)
    print(f"{len(inventory.items)} items", inventory.items)


if __name__ == "__main__":
    main()
