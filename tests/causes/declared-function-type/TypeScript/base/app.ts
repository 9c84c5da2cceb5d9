import { Box, Command } from "./state";

export const alpha: Command = (state, dispatch) => {
  if (dispatch) dispatch(state.tr.deleteSelection().scrollIntoView());
  return true;
};

export function beta(): Command {
  return function (state, dispatch) {
    if (dispatch) dispatch(state.tr.scrollIntoView());
    return true;
  };
}

export const gamma: (box: Box) => void = (box) => {
  box.scrollIntoView();
};
