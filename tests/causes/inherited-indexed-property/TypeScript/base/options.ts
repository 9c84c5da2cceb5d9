import { Form, Group } from "./value";

export interface LikeOptions<T> {
  form: Form;
  name: T;
}

export interface GroupOptions {
  group: Group;
}
