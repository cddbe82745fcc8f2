# Build stage
FROM swift:6.0 AS build
WORKDIR /src
COPY Package.swift ./
RUN swift package resolve
COPY . .
RUN swift build -c release --product folio

# Runtime stage
FROM debian:bookworm-slim
ENV LANG=C.UTF-8 PORT=8080
COPY --from=build /src/.build/release/folio /usr/local/bin/folio
EXPOSE 8080
ENTRYPOINT ["folio", "serve"]
