#include <stdio.h>
#include <stdlib.h>

#define BUFFER_SIZE 256

/* Reads a file and counts its lines. */
static int count_lines(const char *path) {
    FILE *file = fopen(path, "r");
    if (file == NULL) {
        return -1;
    }
    char buffer[BUFFER_SIZE];
    int lines = 0;
    while (fgets(buffer, sizeof buffer, file) != NULL) {
        lines++;
    }
    fclose(file);
    return lines;
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        int n = count_lines(argv[i]);
        printf("%s: %d lines\n", argv[i], n);  // report
    }
    return 0;
}
