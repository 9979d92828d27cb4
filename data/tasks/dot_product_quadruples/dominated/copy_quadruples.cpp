// The quadruple loop over copies of all four lists (as long long): O(n^4) time and O(n)
// extra space, dominated by the O(1) quadruple loop.
class Solution {
public:
    long long solve(const vector<array<int, 2>>& a, const vector<array<int, 2>>& b,
                    const vector<array<int, 2>>& c, const vector<array<int, 2>>& d) {
        const long long P = 1000000007LL;
        vector<array<long long, 2>> A, B, C, D;
        for (auto& v : a) A.push_back({v[0], v[1]});
        for (auto& v : b) B.push_back({v[0], v[1]});
        for (auto& v : c) C.push_back({v[0], v[1]});
        for (auto& v : d) D.push_back({v[0], v[1]});
        long long count = 0;
        for (auto& u : A)
            for (auto& v : B) {
                long long t = (u[0] * v[0] + u[1] * v[1]) % P;
                for (auto& x : C)
                    for (auto& y : D)
                        if ((x[0] * y[0] + x[1] * y[1]) % P == t) ++count;
            }
        return count;
    }
};
