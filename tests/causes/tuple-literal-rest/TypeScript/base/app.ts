import { Provider } from "./provider";

export function alpha(p: Provider): boolean {
  return p.emit("debug", { action: "poll" });
}

export function beta(p: Provider): boolean {
  return p.emit("network", 1, null);
}

export function gamma(p: Provider): boolean {
  return p.emit("close");
}
