import { RequestController, SocketController } from "./controller";

interface HandleRequestOptions {
  requestId: string;
  controller: RequestController;
}

interface HandleSocketOptions {
  controller: SocketController;
}

export async function alpha(options: HandleRequestOptions): Promise<void> {
  const handleResponse = async (response: unknown) => {
    if (response instanceof Error) {
      await options.controller.errorWith(response);
    }
  };
  await Promise.all([options.requestId].map(handleResponse));
}

export function beta(options: HandleRequestOptions): void {
  options.controller.errorWith(new Error(options.requestId));
}

export function gamma(options: HandleSocketOptions): void {
  options.controller.errorWith("closed");
}
