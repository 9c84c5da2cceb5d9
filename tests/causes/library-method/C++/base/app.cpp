#include <string>

#include "a.hpp"

int alpha(const std::string &s) {
    return (int)s.size();
}

int beta(A &x) {
    return x.size(1);
}
