#pragma once

struct A {
    int size(int a) { return a; }
};
