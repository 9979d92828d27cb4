// The same greedy with the increasing order drawn from a min-heap over a copy of the
// limits (the form an LLM often writes instead of a sort): O(n log n) time, O(n) extra
// space; at -O0 it runs 2-3x the sort of a copy, so it sets row 3's time limit.
class Solution {
public:
    int maxGroups(const vector<int>& limit) {
        vector<int> h(limit.begin(), limit.end());
        auto greater = [](int x, int y) { return x > y; };
        make_heap(h.begin(), h.end(), greater);
        long long total = 0, groups = 0;
        while (!h.empty()) {
            pop_heap(h.begin(), h.end(), greater);
            total += h.back();
            h.pop_back();
            if (total >= (groups + 1) * (groups + 2) / 2) ++groups;
        }
        return (int)groups;
    }
};
