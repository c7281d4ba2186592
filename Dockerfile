# North Pole Mail: production image. Multi-stage: build with dev dependencies, run with production ones only.
# docker build -t north-pole-mail .
# docker run -p 3000:3000 -v santa-data:/data -e SITE_URL=https://your-domain.example -e CONTACT_EMAIL=help@your-domain.example \
#   -e SMTP_URL=smtp://user:pass@smtp.example.com:587 north-pole-mail
# The image holds no address: SITE_URL and CONTACT_EMAIL are read when the container starts.
# Operator commands inside it: docker exec -it <container> npx tsx scripts/admin.ts stats

FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# tsx stays a production dependency for the operator CLI (npm run admin), which runs from source.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# The server is built JavaScript (build/server/index.js, with the pages it serves); the operator CLI runs from source.
COPY --from=build /app/tsconfig.json ./
COPY --from=build /app/app ./app
COPY --from=build /app/scripts ./scripts
# Letters are for the service alone: the data directory is 0700 (the server creates its files 0600).
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "build/server/index.js"]
