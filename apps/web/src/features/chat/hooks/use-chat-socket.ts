import { useEffect, useRef, useState } from "react";
import type { ChatMessage, ChatPermission, WsServerFrame } from "@lotus/contracts/web";
import { RealtimeClient, realtimeUrl, type SocketLike } from "../../../lib/realtime";

export type ChatSocketState = "connecting" | "open" | "offline";

type Handlers = {
  onJoined: (permission: ChatPermission) => void;
  onMessage: (message: ChatMessage) => void;
  onDeleted: (id: string) => void;
  /** The member's or the room's permission changed: read it again. */
  onRefresh: () => void;
  /** After a reconnect: messages may have been missed, refetch the history. */
  onResync: () => void;
  onError: (code: string) => void;
};

/**
 * The chat dialog's own `/ws` socket (issue 16): hello, then {"type":"join","room"} for the room
 * shown (sent again on every reconnect and room or language change); the room's frames go to the
 * handlers. It lives only while the dialog is open.
 */
export function useChatSocket(token: string | null, room: string, language: string, handlers: Handlers) {
  const [state, setState] = useState<ChatSocketState>("connecting");
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const joinRef = useRef({ room, language });
  joinRef.current = { room, language };
  const clientRef = useRef<RealtimeClient | null>(null);

  useEffect(() => {
    if (!token) return;
    let readyOnce = false;
    const join = () =>
      client.send(JSON.stringify({ type: "join", room: joinRef.current.room, language: joinRef.current.language }));
    const client = new RealtimeClient({
      url: realtimeUrl(),
      token,
      createSocket: (url) => {
        setState((s) => (s === "open" ? "offline" : s));
        return new WebSocket(url) as unknown as SocketLike;
      },
      onReady: () => {
        setState("open");
        join();
        if (readyOnce) handlersRef.current.onResync();
        readyOnce = true;
      },
      onEvent: () => {},
      onFrame: (frame: WsServerFrame) => {
        if (frame.kind === "error") return handlersRef.current.onError(frame.code);
        if (frame.kind !== "chat" || frame.room !== joinRef.current.room) return;
        const event = frame.event;
        if (event.type === "joined") handlersRef.current.onJoined(event.permission);
        else if (event.type === "message") handlersRef.current.onMessage(event.message);
        else if (event.type === "deleted") handlersRef.current.onDeleted(event.id);
        else handlersRef.current.onRefresh();
      },
      onSessionEnded: () => setState("offline"),
    });
    clientRef.current = client;
    client.start();
    const onVisible = () => document.visibilityState === "visible" && client.wake();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      clientRef.current = null;
      client.stop();
    };
  }, [token]);

  useEffect(() => {
    clientRef.current?.send(JSON.stringify({ type: "join", room, language }));
  }, [room, language]);

  return state;
}
