package main

import (
	"fmt"
	"net/http"
	"strings"
)

// Greeter says hello.
type Greeter struct {
	Name  string
	Count int
}

func (g *Greeter) Greet(w http.ResponseWriter, r *http.Request) {
	g.Count++
	name := strings.TrimPrefix(r.URL.Path, "/")
	if name == "" {
		name = g.Name
	}
	fmt.Fprintf(w, "Hello, %s! (%d)\n", name, g.Count)
}

func main() {
	g := &Greeter{Name: "world"}
	http.HandleFunc("/", g.Greet)
	if err := http.ListenAndServe(":8080", nil); err != nil {
		panic(err)
	}
}
