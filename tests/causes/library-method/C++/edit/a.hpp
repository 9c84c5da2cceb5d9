#pragma once

struct A {
    int size(int a, int b) { return a + b; }
};
