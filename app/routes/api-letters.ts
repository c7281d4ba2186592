import { handleLetterPost } from "~/server/letters/letter-endpoint.server";
import type { Route } from "./+types/api-letters";

/** POST /api/letters: the letter page's script sends here and reads a plain JSON answer. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  const result = await handleLetterPost(request, context?.clientIp);
  return Response.json(result.body, { status: result.status, headers: { ...result.headers, "Cache-Control": "no-store" } });
}

export function loader() {
  return Response.json({ error: "Send a letter with POST" }, { status: 405, headers: { Allow: "POST" } });
}
