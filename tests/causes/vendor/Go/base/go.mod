module example.com/t

go 1.19

require example.com/lib v1.0.0
