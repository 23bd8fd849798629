/**
 * nginx serving the bench's pages as files (scripts/bench.ts): each request
 * URI, query included, maps to its file, with the app's Content-Type; with
 * gzip_static where the build has it (else gzip per request, flagged).
 */

export interface StaticPage {
  page: string;
  file: string;
  type: string;
}

export function nginxStaticConfig({
  work,
  root,
  port,
  files,
  gzipStatic,
}: {
  work: string;
  root: string;
  port: number;
  files: readonly StaticPage[];
  gzipStatic: boolean;
}): string {
  const compression = gzipStatic
    ? "gzip_static on;"
    : "gzip on; gzip_comp_level 1; gzip_types *; gzip_min_length 0; # fallback: no gzip_static module";
  return `worker_processes auto;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  types {}
  # The map's keys are whole request URIs; a calculator's query makes them longer than the default bucket.
  map_hash_bucket_size 256;
  ${compression}
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  map $request_uri $page_file {
    default "";
${files.map((f) => `    "${f.page}" "${f.file}";`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / {
      if ($page_file = "") { return 404; }
      rewrite ^ $page_file last;
    }
${files.map((f) => `    location = ${f.file} { internal; default_type "${f.type}"; }`).join("\n")}
  }
}
`;
}
