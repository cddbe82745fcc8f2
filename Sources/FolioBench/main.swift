print("folio-bench: not built yet")
